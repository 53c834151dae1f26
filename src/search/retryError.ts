/** DocSearch shows "Unable to fetch results" only for errors with this name. Either back end throws it. */
export class RetryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "RetryError"
  }
}
