// One document of the Downloads page. Clicking Download fetches the file as a blob and saves it
// as '{Title}.{real extension}'; while that runs the button is busy, and a failure is said on the
// card (with a direct link as a way out, e.g. when the file host refuses cross-origin reads).
// A document the service worker kept (downloaded before) is marked "Saved for offline"; that is
// looked up in an effect, so the first render matches the prerendered page.
import { useEffect, useRef, useState } from 'react';
import type { DownloadItem } from '../../api/guards/downloads';
import { Icon } from '../../components/icons/icons';
import { downloadName, fileExtension } from '../../lib/download-name';
import { saveFileAs } from '../../lib/download-file';
import { fileUrl, useFileHost } from '../../api/file-url';
import { useT } from '../../i18n/use-t';
import { isSavedOffline } from './saved-offline';
import styles from './downloads-page.module.css';

type State = 'idle' | 'busy' | 'failed';

export function DownloadCard({ item }: { item: DownloadItem }) {
  const t = useT();
  const [state, setState] = useState<State>('idle');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const url = fileUrl(item.path, useFileHost());
  const [saved, setSaved] = useState(false);
  // Looked up again after each download (the worker keeps the file before the page receives it).
  const [downloads, setDownloads] = useState(0);
  useEffect(() => {
    let live = true;
    if (url) void isSavedOffline(url).then((v) => live && setSaved(v));
    return () => {
      live = false;
    };
  }, [url, downloads]);
  const title = item.title || t('page.downloads.untitled');
  const ext = (fileExtension(item.path) || 'pdf').toUpperCase();
  const type = t('page.downloads.fileType', { ext });

  // Fire and forget from the click: every failure is caught below and shown.
  async function onDownload() {
    if (!url || state === 'busy') return;
    setState('busy');
    try {
      await saveFileAs(url, downloadName(item.title, item.path, t('page.downloads.untitled')));
      if (alive.current) {
        setState('idle');
        setDownloads((n) => n + 1);
      }
    } catch (e) {
      // SPEC §8: a failed download is logged; we also tell the visitor.
      console.warn('Download failed', url, e);
      if (alive.current) setState('failed');
    }
  }

  return (
    <li className={`card ${styles.card}`} aria-busy={state === 'busy' || undefined}>
      <span className={styles.badge} aria-hidden="true">
        {ext}
      </span>
      {saved && (
        <span className={styles.saved}>
          <Icon name="check" size={16} />
          {t('page.downloads.saved')}
        </span>
      )}
      <h2 className={styles.title}>{title}</h2>
      <span className="sr-only">{type}</span>
      {url ? (
        <button
          type="button"
          className={`btn ${styles.button}`}
          onClick={() => void onDownload()}
          disabled={state === 'busy'}
          aria-label={t('page.downloads.downloadLabel', { title, type })}
        >
          <Icon name="download" size={18} />
          {state === 'busy' ? t('page.downloads.busy') : t('page.downloads.download')}
        </button>
      ) : (
        <p className={styles.note}>{t('page.downloads.unavailable')}</p>
      )}
      <span role="status" className="sr-only">
        {state === 'busy' ? t('page.downloads.busy') : ''}
      </span>
      {state === 'failed' && url && (
        <p role="alert" className={styles.error}>
          {t('page.downloads.failed')}{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('page.downloads.openDirect')}
          </a>
        </p>
      )}
    </li>
  );
}
