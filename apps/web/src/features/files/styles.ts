// The Mantine styles the file steps use beyond the app's and the builder's sets, loaded with the
// wizard's lazy chunk only (through this feature's index).
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/dropzone/styles.css';
import './files.css';
