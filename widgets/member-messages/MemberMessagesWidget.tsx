/**
 * Platform messages (member page messageV2): the inbox newest first, unread ones marked, a page at a
 * time; a message opens in a dialog (read, sanitised HTML, delete); "mark all as read". The unread
 * count reaches the menu's and the header's badges live (the shell's push, src/api/useUnreadPush.ts),
 * which also refreshes this list when a message arrives.
 */
import { useState } from 'react';
import type { MemberMessagesProps } from '../../schemas/widgets';
import type { InboxValue } from '../../schemas/api/messages';
import { DataStatus } from '../kit/ui/DataStatus';
import { usePortalData } from '../portal-context/PortalData';
import { errorTextKey } from '../kit/ui/errorText';
import { useText } from '../portal-context/useText';
import { useMemberText } from '../member-texts/useMemberText';
import { MoneyNote } from '../kit/money/MoneyNote';
import { formatTime } from '../kit/records/formatTime';
import { MessageDialog } from './MessageDialog';
import '../kit/money/money-kit.css';
import './member-messages.css';

type Note = { tone: 'ok' | 'error'; text: string };

function Inbox({ value, pageNo, setPageNo, onOpen, note, setNote }: {
  value: InboxValue; pageNo: number; setPageNo(page: number): void; onOpen(id: number, title: string): void; note: Note | undefined; setNote(note: Note | undefined): void;
}) {
  const t = useMemberText();
  const text = useText();
  const { call, invalidate } = usePortalData().useCaller();
  const [busy, setBusy] = useState(false);
  const markAll = async () => {
    setBusy(true);
    setNote(undefined);
    try {
      await call('readAllMessages');
      void invalidate(['inbox', 'unreadCount']);
      setNote({ tone: 'ok', text: t('messages.allRead') });
    } catch (error) {
      setNote({ tone: 'error', text: text(errorTextKey(error)) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className="member-messages__toolbar">
        <p className="member-messages__unread" data-testid="messages-unread">{t('messages.unread', { count: value.unread })}</p>
        <button type="button" className="wl-button" disabled={busy || value.unread === 0} onClick={() => { void markAll(); }}>{t('messages.markAllRead')}</button>
      </div>
      {note !== undefined && <MoneyNote tone={note.tone}>{note.text}</MoneyNote>}
      {value.list.length === 0
        ? <p className="member-messages__none" role="status">{t('messages.none')}</p>
        : (
          <ul className="money-list member-messages__list" aria-label={t('messages.list')} data-testid="messages-list">
            {value.list.map((m) => (
              <li key={m.id} className="member-messages__item" data-read={m.read}>
                <button type="button" className="member-messages__open" aria-label={t('messages.open', { title: m.title })} onClick={() => onOpen(m.id, m.title)}>
                  <span className="member-messages__title">{m.title}</span>
                  {!m.read && <span className="member-messages__new">{t('messages.new')}</span>}
                  <span className="money-field__hint">{formatTime(m.createdAt)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      {value.totalPages > 1 && (
        <nav className="member-messages__pages" aria-label={t('messages.list')}>
          <button type="button" className="wl-button" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>{t('messages.previous')}</button>
          <span>{t('messages.page', { page: pageNo, pages: value.totalPages })}</span>
          <button type="button" className="wl-button" disabled={pageNo >= value.totalPages} onClick={() => setPageNo(pageNo + 1)}>{t('messages.next')}</button>
        </nav>
      )}
    </>
  );
}

export function MemberMessagesWidget({ pageSize = 10 }: Partial<MemberMessagesProps>) {
  const t = useMemberText();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<{ id: number; title: string } | undefined>(undefined);
  const [note, setNote] = useState<Note | undefined>(undefined);
  const result = usePortalData().useCall('inbox', { pageNo, pageSize });
  return (
    <div className="member-messages" data-testid="member-messages">
      <DataStatus result={result} isEmpty={() => false}>
        {(value) => (
          <Inbox value={value} pageNo={pageNo} setPageNo={setPageNo} onOpen={(id, title) => { setNote(undefined); setOpen({ id, title }); }} note={note} setNote={setNote} />
        )}
      </DataStatus>
      {open !== undefined && (
        <MessageDialog
          key={open.id}
          id={open.id}
          title={open.title}
          onClose={() => setOpen(undefined)}
          onDeleted={() => {
            setOpen(undefined);
            setNote({ tone: 'ok', text: t('messages.deleted') });
          }}
        />
      )}
    </div>
  );
}
