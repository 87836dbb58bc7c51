/**
 * The floor of the bundle benchmark: the smallest app on the same stack's core (React, react-dom and
 * react-router with one route, declared the way the portal declares its routes: a BrowserRouter and
 * route objects). The portal's home-route JavaScript is reported as a ratio to it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';

function Routes() {
  return useRoutes([{ path: '/', element: <h1>Home</h1> }]);
}

const root = document.getElementById('root');
if (root !== null) createRoot(root).render(<StrictMode><BrowserRouter><Routes /></BrowserRouter></StrictMode>);
