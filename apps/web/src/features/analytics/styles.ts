// The styles the analytics pages use beyond the app's shared set (app/mantine-styles.ts), loaded
// with the analytics pages only: Mantine's charts (one sheet for every chart), the skeletons shown
// while a view loads, and the pages' own rules.
import '@mantine/core/styles/Skeleton.css';
import '@mantine/charts/styles.css';
import './analytics.css';
