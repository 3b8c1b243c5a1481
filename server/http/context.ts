export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
  };
}
