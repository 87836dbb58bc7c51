/**
 * The floor of the bundle benchmark: the smallest app on the same stack's core (React, react-dom and
 * a data router with one route). The portal's home-route JavaScript is reported as a ratio to it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';

const router = createBrowserRouter([{ path: '/', element: <h1>Home</h1> }]);
const root = document.getElementById('root');
if (root !== null) createRoot(root).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
