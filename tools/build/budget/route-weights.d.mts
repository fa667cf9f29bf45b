export interface GroupInfo {
  files: string[];
  consumes: string[];
}
export interface PageGraph {
  name: string;
  entries: Record<string, string>;
  groups: Record<string, GroupInfo>;
  provides: Record<string, string>;
}
export interface Graphs {
  shell: PageGraph;
  remotes: Record<string, PageGraph>;
}
export interface Page {
  key: string;
  group: string;
  signedIn: boolean;
  remote?: string;
}
export const SIGNED_IN_FRAME: string[];
export function pagesOf(graphs: Graphs): Page[];
export function pageFiles(graphs: Graphs, page: Page): string[];
