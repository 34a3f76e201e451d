import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type UIEvent } from 'react';
import { MAX_RENDERED_BYTES, type PayloadFormat } from '../../components/payload/payload';
import { formatBytes } from '../../i18n/format';
import { isBinaryPayload, payloadPreview } from './message-preview';
import type { MessageRecord } from './ws-store';

/** Fixed row height is what lets the list render only the rows in view, whatever its length. */
const ROW_HEIGHT = 56;
const VIEW_HEIGHT = 448;
const OVERSCAN = 4;

interface MessageListProps {
  label: string;
  count: number;
  /** The row at `index`, newest first. */
  at: (index: number) => MessageRecord | undefined;
  format: PayloadFormat;
  selectedId?: number;
  onSelect: (message: MessageRecord) => void;
}

/** Texts every row shows, translated once per list render rather than once per row. */
interface RowTexts {
  qos: string[];
  retained: string;
  notJson: string;
  binary: (size: string) => string;
  tooLarge: (size: string) => string;
  time: Intl.DateTimeFormat;
  locale: string;
}

/**
 * Rows are plain elements styled once by the list's CSS: at thousands of messages a second every
 * visible row is new on each update, and Chakra's per-element style props would cost more than the rows.
 */
function Row({ message, format, selected, onSelect, texts }: { message: MessageRecord; format: PayloadFormat; selected: boolean; onSelect: () => void; texts: RowTexts }) {
  const preview = payloadPreview(message.payload, format);
  const binary = isBinaryPayload(message.payload);
  return (
    <button type="button" aria-pressed={selected} onClick={onSelect}>
      <span className="ws-row-head">
        <span className="ws-topic">{message.topic}</span>
        <span className="ws-tag">{texts.qos[message.qos]}</span>
        {message.retain ? <span className="ws-tag ws-retained">{texts.retained}</span> : null}
        {binary ? <span className="ws-tag">{texts.binary(formatBytes(message.payload.length, texts.locale))}</span> : null}
        <span className="ws-time">
          {texts.time.format(message.time)}.{String(message.time % 1000).padStart(3, '0')}
        </span>
      </span>
      <span className={preview === undefined ? 'ws-payload ws-muted' : 'ws-payload'}>
        {preview ?? (message.payload.length > MAX_RENDERED_BYTES ? texts.tooLarge(formatBytes(message.payload.length, texts.locale)) : texts.notJson)}
      </span>
    </button>
  );
}

const ROW_CSS = {
  '& li > button': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: '1',
    width: '100%',
    height: `${ROW_HEIGHT}px`,
    textAlign: 'start',
    paddingInline: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
    '&[aria-pressed=true]': { bg: 'brand.subtle' },
  },
  '& .ws-row-head': { display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', minWidth: '0' },
  '& .ws-topic': { fontWeight: 'semibold', flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .ws-tag': { fontSize: 'xs', borderWidth: '1px', borderRadius: 'sm', paddingInline: '1', whiteSpace: 'nowrap' },
  '& .ws-retained': { bg: 'orange.subtle', color: 'orange.fg', borderColor: 'orange.muted' },
  '& .ws-time': { fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' },
  '& .ws-payload': { fontFamily: 'mono', fontSize: 'xs', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .ws-muted': { color: 'fg.muted' },
} as const;

/** A windowed list: however many messages it holds, only the rows in view (and a few around) exist. */
export function MessageList({ label, count, at, format, selectedId, onSelect }: MessageListProps) {
  const { t, i18n } = useLingui();
  const [scrollTop, setScrollTop] = useState(0);
  const texts = useMemo<RowTexts>(
    () => ({
      qos: [t`QoS 0`, t`QoS 1`, t`QoS 2`],
      retained: t`Retained`,
      notJson: t`Not JSON`,
      binary: (size) => t`Binary, ${size}`,
      tooLarge: (size) => t`${size}: too large to show, open it to download`,
      time: new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
      locale: i18n.locale,
    }),
    [t, i18n.locale],
  );
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  const rows: { index: number; message: MessageRecord }[] = [];
  for (let index = first; index < last; index++) {
    const message = at(index);
    if (message) rows.push({ index, message });
  }

  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      height={`${Math.min(VIEW_HEIGHT, Math.max(count, 1) * ROW_HEIGHT)}px`}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      onScroll={(e: UIEvent<HTMLDivElement>) => setScrollTop(e.currentTarget.scrollTop)}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      css={ROW_CSS}
    >
      <Box as="ul" role="list" listStyleType="none" position="relative" height={`${count * ROW_HEIGHT}px`} m="0" p="0">
        {rows.map(({ index, message }) => (
          <li key={message.id} style={{ position: 'absolute', top: index * ROW_HEIGHT, left: 0, right: 0 }} aria-setsize={count} aria-posinset={index + 1}>
            <Row message={message} format={format} selected={message.id === selectedId} onSelect={() => onSelect(message)} texts={texts} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
