/**
 * The sign-in forms' fields, shared by the pages (/login, /signup, /forgot-password,
 * /reset-password), the modal's two tabs and the settings, so that their names (what the shared
 * schemas read), labels and autofill hints (what password managers read) cannot drift apart.
 * Each field shows the first server message for its name.
 */
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
import { Alert, Anchor, Checkbox, Group, PasswordInput, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { firstError } from "~/forms/form-feedback";
import type { FieldErrors } from "~/forms/form-result";

const PASSWORD_HINT = "At least 8 characters";

/** The red alert above a sign-in form: the answer's general message (SPEC.md §8). */
export function AuthErrorAlert({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
      {children}
    </Alert>
  );
}

export function EmailField({ errors, defaultValue }: { errors?: FieldErrors; defaultValue?: string }) {
  return (
    <TextInput
      name="email"
      type="email"
      label="Email"
      autoComplete="email"
      defaultValue={defaultValue}
      withAsterisk
      error={firstError(errors, "email")}
    />
  );
}

/** Email, current password and "Keep me signed in": the login page and the modal's Login tab. */
export function LoginFields({ errors }: { errors?: FieldErrors }) {
  return (
    <>
      <EmailField errors={errors} />
      <CurrentPasswordField errors={errors} />
      <Checkbox
        name="remember"
        label="Keep me signed in"
        description="Otherwise you are signed out when you close the browser."
      />
    </>
  );
}

/**
 * The way from a login form to /forgot-password, under its password. `onFollow` runs when it is
 * followed (the modal closes, so that the page it opens is not behind it).
 */
export function ForgotPasswordLink({ onFollow }: { onFollow?: () => void }) {
  return (
    <Group justify="flex-end">
      <Anchor component={Link} to="/forgot-password" size="sm" onClick={onFollow}>
        Forgot password?
      </Anchor>
    </Group>
  );
}

/** The account's current password, asked again before a change that could take it over. */
export function CurrentPasswordField({
  errors,
  label = "Password",
}: {
  errors?: FieldErrors;
  label?: string;
}) {
  return (
    <PasswordInput
      name="password"
      label={label}
      autoComplete="current-password"
      withAsterisk
      error={firstError(errors, "password")}
    />
  );
}

/** The fields RegisterFields shows, each with its own error. */
export const REGISTER_FIELDS = ["name", "email", "password"] as const;

/**
 * Name, email and a new password: /signup and the modal's Register tab. The modal leaves out the
 * password hint to stay short (`passwordHint`).
 */
export function RegisterFields({
  errors,
  passwordHint = false,
}: {
  errors?: FieldErrors;
  passwordHint?: boolean;
}) {
  return (
    <>
      <TextInput
        name="name"
        label="Name"
        autoComplete="name"
        withAsterisk
        error={firstError(errors, "name")}
      />
      <EmailField errors={errors} />
      <PasswordInput
        name="password"
        label="Password"
        description={passwordHint ? PASSWORD_HINT : undefined}
        autoComplete="new-password"
        withAsterisk
        error={firstError(errors, "password")}
      />
    </>
  );
}

/**
 * A new password and its confirmation, `<name>` and `<name>_confirmation`: /reset-password sends
 * `password`, the Security tab `new_password` (SPEC.md §7's field names).
 */
export function NewPasswordFields({
  errors,
  name,
}: {
  errors?: FieldErrors;
  name: "password" | "new_password";
}) {
  const confirmation = `${name}_confirmation`;
  return (
    <>
      <PasswordInput
        name={name}
        label="New password"
        description={PASSWORD_HINT}
        autoComplete="new-password"
        withAsterisk
        error={firstError(errors, name)}
      />
      <PasswordInput
        name={confirmation}
        label="Confirm new password"
        autoComplete="new-password"
        withAsterisk
        error={firstError(errors, confirmation)}
      />
    </>
  );
}
