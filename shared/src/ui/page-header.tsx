import { Flex } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { ActionBar } from './action-bar';
import { Heading } from './heading';

export const TITLE_SUFFIX = 'Sustainability Data Platform';
export const documentTitle = (page: string): string => `${page} | ${TITLE_SUFFIX}`;

export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

/** Page heading that also sets the document title; `extra` holds the page's main actions. */
export function PageHeader({ title, extra }: { title: string; extra?: ReactNode }) {
  usePageTitle(title);
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Heading>{title}</Heading>
      {extra ? <ActionBar>{extra}</ActionBar> : null}
    </Flex>
  );
}
