import '@mantine/core/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { EnvironmentFailure } from './app/EnvironmentFailure.tsx';
import { loadEnvironment } from './environment.ts';

const root = createRoot(document.getElementById('root') as HTMLElement);

// Nothing else starts before the environment is known: it says where the API lives.
loadEnvironment().then(
  () =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  () => root.render(<EnvironmentFailure />),
);
