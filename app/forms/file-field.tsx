import { FileInput, type FileInputProps } from "@mantine/core";
import { FIELD_CONTROL } from "./focus-return";

/**
 * A form's file field: Mantine's FileInput, whose named input is hidden, with its button marked as
 * the field's control (FIELD_CONTROL), for focus to go there when the field is refused.
 */
export function FileField<Multiple extends boolean = false>(
  props: FileInputProps<Multiple> & { name: string },
) {
  return <FileInput<Multiple> {...props} {...{ [FIELD_CONTROL]: props.name }} />;
}
