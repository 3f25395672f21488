export { AiSummaryBlock } from './AiSummaryBlock';
