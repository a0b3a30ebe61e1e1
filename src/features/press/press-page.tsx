import { PressSection } from './press-section';

export function PressPage() {
  return <PressSection headingLevel={1} />;
}
