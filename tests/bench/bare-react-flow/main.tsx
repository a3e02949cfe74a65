/**
 * performance.md's baseline, measured in the same run as the designer: a bare React Flow 12 page
 * with the same generated graph (`?n=` nodes), default nodes, MiniMap, Controls and Background, a
 * controlled flow with React Flow's own state hooks, zoom 1.
 */
import { Background, Controls, MiniMap, ReactFlow, useEdgesState, useNodesState, type Edge, type Node } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { createRoot } from 'react-dom/client';
import { generatedWorkflow } from '../designer-workflow';

const workflow = generatedWorkflow(Number(new URLSearchParams(location.search).get('n') ?? 100));
const initialNodes: Node[] = workflow.nodes.map((node) => ({ id: node.id, position: node.position, data: { label: node.data.label } }));
const initialEdges: Edge[] = workflow.edges.map((edge) => ({ id: edge.id, source: edge.source, target: edge.target }));

function BareFlow() {
  const [nodes, , onNodesChange] = useNodesState(initialNodes);
  const [edges, , onEdgesChange] = useEdgesState(initialEdges);
  return (
    <ReactFlow nodes={nodes} edges={edges} onNodesChange={onNodesChange} onEdgesChange={onEdgesChange} defaultViewport={workflow.viewport}>
      <MiniMap />
      <Controls />
      <Background />
    </ReactFlow>
  );
}

createRoot(document.getElementById('root')!).render(<BareFlow />);
