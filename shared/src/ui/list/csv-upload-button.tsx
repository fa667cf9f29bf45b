import { lazy, Suspense, useState } from 'react';
import { Button, UploadOutlined } from '@sdp/shared/ui';
import type { CsvUploadDialogProps } from '../csv-upload/csv-upload-dialog';

// The upload part (antd's Upload, Modal, Progress and Result with the preview tables) is a shared module of its own,
// fetched when the user points at the button: a list page paints its rows without it.
const loadKit = () => import('@sdp/shared/ui/csv-upload');
const CsvUploadDialog = lazy(() => loadKit().then((kit) => ({ default: kit.CsvUploadDialog })));

/** CSVアップロード on a list page: opens the upload part in a dialog. */
export function CsvUploadButton(props: Omit<CsvUploadDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);
  const show = () => {
    setPending(true);
    setOpened(true);
    setOpen(true);
    void loadKit().finally(() => setPending(false));
  };
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        loading={open && pending}
        onClick={show}
        onPointerEnter={() => void loadKit()}
        onFocus={() => void loadKit()}
      >
        CSVアップロード
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <CsvUploadDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
