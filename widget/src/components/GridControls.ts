/**
 * The controls a matrix and a ranking need, and their rules, in a chunk of their own (widget-grid.[hash].js): a
 * survey without such a question never downloads them (grid-controls.ts).
 */
export { MatrixControl } from './MatrixControl';
export { RankingControl } from './RankingControl';
export { default as css } from '../grid.css';
