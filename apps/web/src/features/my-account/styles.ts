// The Mantine component styles the account pages use beyond the app's shared set
// (app/mantine-styles.ts), loaded with the account pages only (through AccountPage): the password
// fields with their show-password button, the two-step page's code and image, the preferences' fieldset.
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Fieldset.css';
