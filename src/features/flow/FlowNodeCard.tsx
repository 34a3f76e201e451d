import { Box, chakra, HStack, Icon, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Handle, Position, useReactFlow, type Node, type NodeProps } from '@xyflow/react';
import {
  AlertTriangle,
  Ban,
  CircleCheck,
  CircleDashed,
  CircleX,
  Cog,
  Hash,
  LoaderCircle,
  LogIn,
  Repeat,
  Send,
  ShieldCheck,
  Shuffle,
  SquareTerminal,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { FocusEvent, ReactNode } from 'react';
import { FLOW_STATUS_LABELS, FLOW_STATUS_PALETTE, KIND_LABELS } from './flow-labels';
import { NODE_HEIGHT, NODE_WIDTH } from './geometry';
import type { FlowLink, FlowNode, FlowNodeKind, FlowStatus } from './topology';

export type FlowNodeData = FlowNode & Record<string, unknown>;
export type FlowGraphNode = Node<FlowNodeData, 'flow'>;

const KIND_ICONS: Record<FlowNodeKind, LucideIcon> = {
  topic: Hash,
  event: Zap,
  source: LogIn,
  validation: ShieldCheck,
  transformation: Shuffle,
  rule: Workflow,
  action: Send,
  console: SquareTerminal,
  republish: Repeat,
  function: Cog,
};

const STATUS_ICONS: Record<FlowStatus, LucideIcon> = {
  enabled: CircleCheck,
  connected: CircleCheck,
  connecting: LoaderCircle,
  inconsistent: AlertTriangle,
  disabled: Ban,
  disconnected: CircleDashed,
  error: CircleX,
  missing: AlertTriangle,
};

/** The card's frame: a link where the node leads somewhere, a plain box for the console. */
interface NodeFrameProps {
  link?: FlowLink;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  children: ReactNode;
}

function NodeFrame({ link, onFocus, children }: NodeFrameProps) {
  const frame = {
    // Read in the order kind, name, status (the link's name), shown with the status top right.
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"kind status" "name name"',
    alignContent: 'center',
    columnGap: '2',
    rowGap: '0.5',
    w: `${NODE_WIDTH}px`,
    h: `${NODE_HEIGHT}px`,
    px: '3',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.panel',
    color: 'fg',
    textDecoration: 'none',
    overflow: 'hidden',
  } as const;
  if (!link) return <Box {...frame}>{children}</Box>;
  const linkStyle = {
    ...frame,
    borderColor: 'border.emphasized',
    cursor: 'pointer',
    // React Flow lets pointer events through the nodes of a graph where nothing is selectable: the link takes them back.
    pointerEvents: 'auto',
    _hover: { bg: 'bg.muted', borderColor: 'colorPalette.solid' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  } as const;
  // `nodrag nopan`: a press on the link is a click for the browser, never the start of a pan.
  const className = 'nodrag nopan';
  const own = { className, onFocus };
  switch (link.to) {
    case 'rule':
      return (
        <chakra.a asChild {...linkStyle} {...own}>
          <Link to="/rules/detail/$id" params={{ id: link.id }}>
            {children}
          </Link>
        </chakra.a>
      );
    case 'bridge':
      return (
        <chakra.a asChild {...linkStyle} {...own}>
          <Link to="/bridge/detail/$id" params={{ id: link.id }} search={link.source ? { kind: 'source' } : {}}>
            {children}
          </Link>
        </chakra.a>
      );
    case 'rules-reading':
      return (
        <chakra.a asChild {...linkStyle} {...own}>
          <Link to="/rules" search={{ topic: link.from, topic_like: true }}>
            {children}
          </Link>
        </chakra.a>
      );
    case 'hub-item':
      return (
        <chakra.a asChild {...linkStyle} {...own}>
          {link.kind === 'validation' ? (
            <Link to="/schema-validation/detail/$name" params={{ name: link.name }}>
              {children}
            </Link>
          ) : (
            <Link to="/message-transform/detail/$name" params={{ name: link.name }}>
              {children}
            </Link>
          )}
        </chakra.a>
      );
  }
}

/** The status as a word and an icon in its colour: never colour alone. */
function StatusMark({ status }: { status: FlowStatus }) {
  const { i18n } = useLingui();
  return (
    <HStack gridArea="status" gap="1" colorPalette={FLOW_STATUS_PALETTE[status]} color="colorPalette.fg" fontSize="xs" fontWeight="medium">
      <Icon as={STATUS_ICONS[status]} boxSize="3.5" aria-hidden />
      <Text as="span">{i18n._(FLOW_STATUS_LABELS[status])}</Text>
    </HStack>
  );
}

export function nodeName(node: FlowNode, kindLabel: string): string {
  return node.kind === 'console' ? kindLabel : node.label;
}

/** A node of the flow graph: what it is, its name, its status, and where a click leads. */
export function FlowNodeCard({ data, positionAbsoluteX, positionAbsoluteY }: NodeProps<FlowGraphNode>) {
  const { t, i18n } = useLingui();
  const flow = useReactFlow();
  // Tabbing to a node outside the view brings it in, at the same zoom.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const pane = event.currentTarget.closest('.react-flow')?.getBoundingClientRect();
    const card = event.currentTarget.getBoundingClientRect();
    if (!pane || (card.left >= pane.left && card.right <= pane.right && card.top >= pane.top && card.bottom <= pane.bottom)) return;
    void flow.setCenter(positionAbsoluteX + NODE_WIDTH / 2, positionAbsoluteY + NODE_HEIGHT / 2, { zoom: flow.getZoom(), duration: 200 });
  };
  const kind = i18n._(KIND_LABELS[data.kind]);
  const name = nodeName(data, kind);
  return (
    <>
      <Handle type="target" position={Position.Left} isConnectable={false} style={{ visibility: 'hidden' }} />
      <NodeFrame link={data.link} onFocus={onFocus}>
        <HStack gridArea="kind" gap="1" minW="0" color="fg.muted" fontSize="xs">
          <Icon as={KIND_ICONS[data.kind]} boxSize="3.5" aria-hidden />
          <Text as="span" truncate>
            {data.kind === 'console' ? t({ message: 'Output', context: 'flow node' }) : data.detail && data.kind !== 'event' ? `${kind} ${data.detail}` : kind}
          </Text>
        </HStack>
        <Text gridArea="name" as="span" fontSize="sm" fontWeight="semibold" fontFamily={data.kind === 'rule' || data.kind === 'console' ? undefined : 'mono'} truncate title={name}>
          {name}
        </Text>
        {data.status ? <StatusMark status={data.status} /> : null}
      </NodeFrame>
      <Handle type="source" position={Position.Right} isConnectable={false} style={{ visibility: 'hidden' }} />
    </>
  );
}
