const agent = new AtpAgent({ service: 'https://bsky.social' })
await agent.login({
  identifier: process.env.BSKY_HANDLE!,
  password: process.env.BSKY_APP_PASSWORD!,
})
