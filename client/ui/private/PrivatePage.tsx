import type { ReactNode } from 'react';
import { PrivateNav } from './PrivateNav.tsx';

export interface PrivatePageProps {
  title: string;
  unreadMessages: number;
  /** buttons or links beside the title */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every private screen: its navigation, the title and the content. */
export function PrivatePage({ title, unreadMessages, actions, children }: PrivatePageProps) {
  return (
    <div className="private-page container">
      <PrivateNav unreadMessages={unreadMessages} />
      <div className="private-page__head">
        <h1 className="private-page__title">{title}</h1>
        {actions ? <div className="private-page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
