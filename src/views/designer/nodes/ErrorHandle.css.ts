import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** Where a node's error handle sits (D141): on its bottom edge, towards the right, clear of a decision's bottom output. */
export const errorHandleLeft = '80%';

export const errorHandle = style({ left: errorHandleLeft });
// Red, as its edges are: the canvas's handle dot (Canvas.css) in the danger colour, at rest and under the pointer.
globalStyle(`.react-flow__handle.${errorHandle}::after`, { background: vars.color.danger });
globalStyle(`.react-flow__handle.${errorHandle}:hover::after, .react-flow__handle.${errorHandle}.connectingfrom::after`, { background: vars.color.danger });

/** The words beside it, below the node's box so the box keeps the size React Flow is told before it measures. */
export const errorLabel = style({
  position: 'absolute',
  top: '100%',
  left: errorHandleLeft,
  transform: 'translate(-50%, 6px)',
  color: vars.color.danger,
  fontSize: 11,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

/** An edge from an error handle, red along its whole length. */
export const errorEdge = style({});
globalStyle(`.react-flow__edge.${errorEdge} .react-flow__edge-path`, { stroke: vars.color.danger });
