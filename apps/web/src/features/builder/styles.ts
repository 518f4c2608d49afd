// The Mantine component styles the builder uses beyond the app's shared set (app/mantine-styles.ts),
// loaded with the builder's chunks only.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Table.css';
import './builder.css';
