// The Mantine component styles the admin pages use beyond the app's shared set
// (app/mantine-styles.ts), loaded with the admin pages only (through AdminPage).
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Menu.css';
