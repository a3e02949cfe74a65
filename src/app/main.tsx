import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppSystem } from './app-system';
import { opensDesignerFirst } from './user-actors-hold';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Failed to find the root element');

// The page's one app system: created and started here, never by importing a module.
const system = createAppSystem({ holdUserActors: opensDesignerFirst(window.location.pathname) });
system.start();
createRoot(rootElement).render(
  <StrictMode>
    <App system={system} />
  </StrictMode>,
);
