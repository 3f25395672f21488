/**
 * The tables of the question types that are not charts (matrix, ranking): a chunk of their own,
 * `results-types`, loaded through index.tsx only when a survey has such a question.
 */
export { MatrixTable } from './MatrixTable';
export { RankingTable } from './RankingTable';
