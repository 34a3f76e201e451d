import { Text } from '@chakra-ui/react';
import type { Node, NodeProps } from '@xyflow/react';
import { NODE_WIDTH } from './geometry';

export const CAPTION_HEIGHT = 28;

export type FlowCaptionNode = Node<{ text: string }, 'caption'>;

/** A line of text in the graph naming a group of nodes; not a link, not a node of the flow. */
export function FlowCaption({ data }: NodeProps<FlowCaptionNode>) {
  return (
    <Text w={`${NODE_WIDTH * 2}px`} fontSize="xs" fontWeight="medium" color="fg.muted">
      {data.text}
    </Text>
  );
}
