import { SessionPage } from '../components/session-page.js';

export default function DemoSessionPage() {
  return <SessionPage kind="demo" />;
}
