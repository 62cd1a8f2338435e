/** Mantine's Autocomplete with its styles, loaded by ./lazy-autocomplete.tsx when a visitor reaches for the field. */
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Combobox.css";

export { Autocomplete } from "@mantine/core";
