/**
 * Chat room (SPEC sections 1, 2 and 7): signed-in members pick a room (CBS_modelList), join it
 * (CBS_launchChat gives the room's socket with a one-use ticket) and talk over the reference server's
 * WebSocket. The room's history arrives first, then each message as it is posted. Messages are plain
 * text (chatParts: links made safe); the length limit is checked before sending and by the server,
 * which also limits each member's rate and says so. In the shared dialog: focus trapped and returned,
 * not closed by a click outside.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChatMessage, ChatRefusal, ChatServerFrame } from '../../schemas/api/chat';
import type { ChatRoomProps } from '../../schemas/widgets';
import { DataStatus } from '../kit/ui/DataStatus';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions, usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import { chatLength, chatParts } from './chatText';
import './chat-room.css';

/** Messages kept on screen. */
const KEPT = 200;

type Connection = 'connecting' | 'open' | 'closed';

function MessageText({ text }: { text: string }) {
  return (
    <>
      {chatParts(text).map((part, index) => (part.kind === 'link'
        ? <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">{part.text}</a>
        : <span key={index}>{part.text}</span>))}
    </>
  );
}

function Room({ room, maxLength }: { room: string; maxLength: number }) {
  const t = useText(SCREENS_TEXTS);
  const { view } = usePortal();
  const caller = usePortalData().useCaller();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<{ reason: ChatRefusal; retryAfterMs?: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const socketRef = useRef<WebSocket | null>(null);
  const pending = useRef<string | null>(null);
  const [limit, setLimit] = useState(maxLength);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let live = true;
    let socket: WebSocket | null = null;
    setConnection('connecting');
    setMessages([]);
    caller.call('launchChat', { modelId: room }).then((launch) => {
      if (!live) return;
      setLimit(Math.min(maxLength, launch.maxLength));
      const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(`${scheme}//${window.location.host}${launch.url}`);
      socketRef.current = socket;
      socket.addEventListener('open', () => live && setConnection('open'));
      socket.addEventListener('close', () => live && setConnection('closed'));
      socket.addEventListener('message', (event: MessageEvent<string>) => {
        if (!live) return;
        let frame: ChatServerFrame;
        try {
          frame = JSON.parse(event.data) as ChatServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'history') setMessages(frame.messages.slice(-KEPT));
        else if (frame.type === 'message') {
          setMessages((previous) => [...previous, frame.message].slice(-KEPT));
          if (frame.message.mine && frame.message.text === pending.current) {
            pending.current = null;
            setDraft('');
          }
        } else if (frame.type === 'refused') {
          pending.current = null;
          setRefusal({ reason: frame.reason, ...(frame.retryAfterMs === undefined ? {} : { retryAfterMs: frame.retryAfterMs }) });
        }
      });
    }, () => live && setConnection('closed'));
    return () => {
      live = false;
      socket?.close();
      socketRef.current = null;
      void caller.invalidate(['chatUnread']);
    };
  }, [caller, room, maxLength, attempt]);

  // The newest message stays in view.
  useEffect(() => {
    const element = list.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [messages]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') { setRefusal({ reason: 'empty' }); return; }
    if (chatLength(text) > limit) { setRefusal({ reason: 'tooLong' }); return; }
    const socket = socketRef.current;
    if (socket === null || socket.readyState !== WebSocket.OPEN) return;
    setRefusal(null);
    pending.current = text;
    socket.send(JSON.stringify({ type: 'send', text }));
  };

  const refusalText = refusal === null ? null
    : refusal.reason === 'tooLong' ? t('chat.refused.tooLong', { max: limit })
      : refusal.reason === 'empty' ? t('chat.refused.empty')
        : refusal.reason === 'rateLimited' ? t('chat.refused.rateLimited', { seconds: Math.max(1, Math.ceil((refusal.retryAfterMs ?? 1000) / 1000)) })
          : t('chat.refused.invalid');
  const length = chatLength(draft);
  return (
    <div className="chat-room__room" data-room={room} data-connection={connection}>
      <ol ref={list} className="chat-room__messages" aria-label={t('chat.messages')} aria-live="polite" tabIndex={0}>
        {messages.length === 0 && connection === 'open' && <li className="chat-room__empty">{t('chat.empty')}</li>}
        {messages.map((message) => (
          <li key={message.id} className={message.mine ? 'chat-room__message chat-room__message--mine' : 'chat-room__message'} data-message={message.id}>
            <span className="chat-room__author">{message.mine ? t('chat.you') : message.author}</span>
            <span className="chat-room__text"><MessageText text={message.text} /></span>
            <time className="chat-room__time" dateTime={message.at}>{new Date(message.at).toLocaleTimeString(view.language === 'pt' ? 'pt-BR' : 'en-GB', { hour: '2-digit', minute: '2-digit' })}</time>
          </li>
        ))}
      </ol>
      {connection === 'connecting' && <p role="status" className="chat-room__status">{t('chat.connecting')}</p>}
      {connection === 'closed' && (
        <p role="alert" className="chat-room__status">
          {t('chat.closed')} <button type="button" className="wl-button" onClick={() => setAttempt((n) => n + 1)}>{t('chat.reconnect')}</button>
        </p>
      )}
      <form className="chat-room__form" onSubmit={submit}>
        <label className="chat-room__input">
          <span className="visually-hidden">{t('chat.input')}</span>
          <textarea
            value={draft}
            rows={2}
            onChange={(event) => { setDraft(event.target.value); setRefusal(null); }}
            onKeyDown={(event) => { if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); event.currentTarget.form?.requestSubmit(); } }}
            aria-invalid={length > limit ? true : undefined}
            aria-describedby="chat-room-counter chat-room-refusal"
          />
        </label>
        <span id="chat-room-counter" className={length > limit ? 'chat-room__counter chat-room__counter--over' : 'chat-room__counter'}>{t('chat.counter', { count: length, max: limit })}</span>
        <button type="submit" className="wl-button wl-button--primary" disabled={connection !== 'open'}>{t('chat.send')}</button>
      </form>
      <p id="chat-room-refusal" role="alert" className="chat-room__refusal">{refusalText}</p>
    </div>
  );
}

export function ChatRoomWidget({ maxMessageLength }: ChatRoomProps) {
  const t = useText(SCREENS_TEXTS);
  const { view } = usePortal();
  const { closeModal } = usePortalActions();
  const models = usePortalData().useCall('chatModels', { language: view.language });
  const [room, setRoom] = useState<string | null>(null);
  const choose = useCallback((id: string) => setRoom(id), []);
  const current = room ?? models.data?.list[0]?.modelId ?? null;
  return (
    <ModalDialog title={t('chat.title')} onClose={closeModal} className="chat-room" testId="chat-room">
      <DataStatus result={models} isEmpty={(value) => value.list.length === 0}>
        {(value) => (
          <>
            <div className="chat-room__rooms" role="group" aria-label={t('chat.rooms')}>
              {value.list.map((model) => (
                <button key={model.modelId} type="button" className="wl-button" aria-pressed={current === model.modelId} onClick={() => choose(model.modelId)}>{model.name}</button>
              ))}
            </div>
            {current !== null && <Room key={current} room={current} maxLength={maxMessageLength} />}
          </>
        )}
      </DataStatus>
    </ModalDialog>
  );
}
