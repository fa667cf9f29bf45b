/**
 * One pattern for every list: filters in the URL (`useListQuery`), the filter layout with 検索 / クリア
 * (`ListFilters`), and the table (`ListTable`: sort, paging with page sizes, 全N件中, loading, empty and error states,
 * sticky header, sideways scroll, column settings kept per user; rows as plain table rows). The column settings dialog loads when opened, and
 * CsvUploadButton's upload part (the csv-upload module) when the user points at the button.
 */
export { ListTable, type ListTableProps, type ListResult } from '../list/list-table';
export type { ListColumn, ListRowSelection } from '../list/list-column';
export {
  CellAction,
  CellActions,
  CellSecondary,
  CellStack,
  CellTag,
  CellTags,
  type CellTagColor,
} from '../list/cells';
export { ListFilters } from '../list/list-filters';
export { useStableHandler, useStableValue } from '../list/stable';
export { CsvUploadButton, type CsvUploadButtonProps } from '../list/csv-upload-button';
export { useListQuery, useFitPage, type ListQuery, type TableChange } from '../list/use-list-query';
export {
  PAGE_SIZES,
  DEFAULT_PER_PAGE,
  parseListQuery,
  writeListQuery,
  type FilterSpec,
  type FilterSpecs,
  type FilterValues,
  type ListSpec,
  type ListState,
  type SortOrder,
} from '../list/list-query';
