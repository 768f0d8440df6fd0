import { SessionPage } from '../components/session-page.js';

export default function InterviewPage() {
  return <SessionPage kind="interview" />;
}
