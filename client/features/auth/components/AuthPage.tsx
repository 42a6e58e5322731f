import type { ReactNode } from 'react';

export interface AuthPageProps {
  title: string;
  lead?: string;
  children: ReactNode;
}

/** The centred card the account screens (sign in, sign up, password) sit in. */
export function AuthPage({ title, lead, children }: AuthPageProps) {
  return (
    <section className="auth-page container">
      <div className="auth-page__card">
        <h1 className="auth-page__title">{title}</h1>
        {lead ? <p className="auth-page__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
