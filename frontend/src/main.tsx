import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// Inter, self-hosted: split by unicode range so a page downloads only the subsets it uses; font-display: swap.
import '@fontsource-variable/inter';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
