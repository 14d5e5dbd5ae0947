export class LoginRateLimitError extends Error {
  constructor() {
    super('too many login attempts');
    this.name = 'LoginRateLimitError';
  }
}
