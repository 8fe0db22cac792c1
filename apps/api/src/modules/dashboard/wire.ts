/**
 * The dashboard's wire contract (issue 27, ADR 0047): one GET per figure and its CSV, admins only. The queries and
 * answers are the domain's (@portal/domain/backoffice), which the console parses with.
 */
export {
  dashboardCsvQuery,
  dashboardQuery,
  FIGURE_NAMES,
  figureAnswer,
  type FigureName,
  type FigureRow,
} from '@portal/domain/backoffice';
