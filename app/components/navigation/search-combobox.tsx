import { useEffect, useId, useState, type ReactNode } from "react";
import classes from "./search-combobox.module.css";

export type ComboboxOption = {
  /** Unique among the options: what choosing the option acts on (a slug). */
  value: string;
  /** What the option shows, and what the field then holds. */
  label: string;
};

type SearchComboboxProps = {
  name: string;
  label: string;
  placeholder?: string;
  maxLength?: number;
  value: string;
  onChange: (value: string) => void;
  /** The suggestions for what the field holds, in the order to show them; [] shows none. */
  options: ComboboxOption[];
  onOptionSubmit: (option: ComboboxOption) => void;
  /** An icon drawn inside the field, before the text. */
  leftSection?: ReactNode;
  /** Classes for the outer element (label and field), to place it in its parent. */
  className?: string;
  "data-testid"?: string;
};

/**
 * A text field with a list of suggestions, as the WAI-ARIA combobox pattern describes it
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the input keeps the focus, the arrow keys
 * move the active option (aria-activedescendant), Enter chooses it, Escape closes the list. Enter
 * without an active option submits the field's form, so without script it is a plain search field.
 * It looks as Mantine's Autocomplete did (size sm, default variant), whose script, with the
 * positioning library under it, a page that only needs this much need not download.
 */
export function SearchCombobox({
  name,
  label,
  placeholder,
  maxLength,
  value,
  onChange,
  options,
  onOptionSubmit,
  leftSection,
  className,
  "data-testid": testId,
}: SearchComboboxProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // Open is what the visitor asked for (focus, typing, arrow keys); the list shows when there is
  // something in it.
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    onChange(option.label);
    close();
    onOptionSubmit(option);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an input method's composition are not ours.
    if (event.nativeEvent.isComposing) return;
    const last = options.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        // Alt+Down opens the list without moving into it; the list wraps at its ends.
        if (event.altKey) return;
        setActive(expanded && activeIndex < last ? activeIndex + 1 : 0);
        return;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActive(expanded && activeIndex > 0 ? activeIndex - 1 : last);
        return;
      case "Enter": {
        const option = options[activeIndex];
        if (!option) return; // The form is submitted: a search for what was typed.
        event.preventDefault();
        choose(option);
        return;
      }
      case "Escape":
        if (!expanded) return;
        event.preventDefault();
        close();
        return;
    }
  };

  return (
    <div className={className ? `${classes.root} ${className}` : classes.root}>
      <label className={classes.label} htmlFor={id} id={labelId}>
        {label}
      </label>
      <div className={classes.field}>
        {leftSection && (
          <div className={classes.section} aria-hidden>
            {leftSection}
          </div>
        )}
        <input
          id={id}
          className={classes.input}
          data-with-left-section={leftSection ? true : undefined}
          type="text"
          name={name}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          // The browser's own list of past entries would cover this one.
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          data-testid={testId}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <div className={classes.dropdown} hidden={!expanded}>
          <div className={classes.options} role="listbox" id={listboxId} aria-labelledby={labelId}>
            {options.map((option, index) => (
              <div
                key={option.value}
                id={optionId(index)}
                className={classes.option}
                role="option"
                aria-selected={index === activeIndex}
                // The field keeps the focus (and the list stays open) while the option is clicked.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
