export {
  createHistoryService,
  type HistoryActor,
  type HistoryEntry,
  type HistoryEntryInput,
  type HistoryService,
} from './history.service';
