import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/NumberInput.css";
import { NumberInput } from "@mantine/core";
import { SORT_ORDER_MAX } from "@shared/admin/content-messages";

type DisplayOrderInputProps = {
  label?: string;
  description?: string;
  /** The saved order; none leaves the field empty. */
  defaultValue: number | undefined;
  error: string | undefined;
};

/**
 * An admin form's `sort_order` field: a whole number from 0 to SORT_ORDER_MAX (the schema's
 * displayOrder), so a letter, a sign or a decimal point cannot be typed at all.
 */
export function DisplayOrderInput({
  label = "Display order",
  description,
  defaultValue,
  error,
}: DisplayOrderInputProps) {
  return (
    <NumberInput
      name="sort_order"
      label={label}
      description={description}
      defaultValue={defaultValue ?? ""}
      allowDecimal={false}
      allowNegative={false}
      min={0}
      max={SORT_ORDER_MAX}
      clampBehavior="strict"
      error={error}
    />
  );
}
