import { Button, Modal } from 'antd';
import { App } from '@sdp/shared/ui/app';
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { CsvUploadPanel, type CsvUploadPanelProps } from './csv-upload-panel';

/** The upload part in a dialog, for list pages: on success the dialog closes and says how many rows went in. */
export function CsvUploadButton({
  title,
  successMessage,
  onImported,
  ...panel
}: CsvUploadPanelProps & { title: string; successMessage: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        CSVアップロード
      </Button>
      <Modal
        open={open}
        title={title}
        width={960}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>閉じる</Button>}
        destroyOnHidden
      >
        <CsvUploadPanel
          {...panel}
          onImported={(answer) => {
            message.success(`${successMessage}（${answer.importedCount}件）`);
            setOpen(false);
            onImported?.(answer);
          }}
        />
      </Modal>
    </>
  );
}
