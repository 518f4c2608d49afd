export { PublishPanel, type PublishPanelProps, SALE_POLL_MS } from './components/PublishPanel';
