import { RouterProvider } from 'react-router-dom';
import { MotionProvider } from '@/components/ui/motion-provider';
import { router } from './router';

export function App() {
  return (
    <MotionProvider>
      <RouterProvider router={router} />
    </MotionProvider>
  );
}
