import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { sessionActor } from './session-actor';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Failed to find the root element');

sessionActor.start();
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
