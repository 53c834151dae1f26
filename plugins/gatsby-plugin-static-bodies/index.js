// A local Gatsby plugin: see gatsby-node.ts, gatsby-browser.ts and README.md.
