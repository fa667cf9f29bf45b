import { lazy, Suspense, useState } from 'react';
import { Button, UploadOutlined } from '@sdp/shared/ui';
import type { CsvUploadDialogProps } from '../csv-upload/csv-upload-dialog';

// The upload part (antd's Upload, Modal, Progress and Result with the preview tables) is a shared module of its own,
// fetched when the user points at the button: a list page paints its rows without it.
const loadKit = () => import('@sdp/shared/ui/csv-upload');
const CsvUploadDialog = lazy(() => loadKit().then((kit) => ({ default: kit.CsvUploadDialog })));

type Definition = CsvUploadDialogProps['definition'];

export type CsvUploadButtonProps = Omit<CsvUploadDialogProps, 'open' | 'onClose' | 'definition'> & {
  /** The upload's CSV definition, or how to load it with the upload part (a list page then paints without it). */
  definition: Definition | (() => Promise<Definition>);
};

/** CSVアップロード on a list page: opens the upload part in a dialog. */
export function CsvUploadButton({ definition, ...props }: CsvUploadButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Definition | undefined>(
    typeof definition === 'function' ? undefined : definition,
  );
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const load = () =>
    Promise.all([loadKit(), typeof definition === 'function' ? definition() : definition]).then(
      ([, found]) => {
        setLoaded(found);
      },
    );
  const show = () => {
    setPending(true);
    setOpened(true);
    setOpen(true);
    void load().finally(() => setPending(false));
  };
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        loading={open && pending}
        onClick={show}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
      >
        CSVアップロード
      </Button>
      {opened && loaded ? (
        <Suspense fallback={null}>
          <CsvUploadDialog {...props} definition={loaded} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
