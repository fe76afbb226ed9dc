// Entry of inspector.html (a second Vite entry, so the start page does not carry it).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InspectorApp } from './InspectorApp';
import './inspector.css';

const root = document.getElementById('inspector');
if (!root) throw new Error('inspector.html needs <div id="inspector">');
createRoot(root).render(
  <StrictMode>
    <InspectorApp />
  </StrictMode>,
);
