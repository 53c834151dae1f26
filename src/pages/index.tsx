import React from "react"
import { Link, type HeadProps } from "gatsby"
import { Seo } from "../layout/Seo"
import { MAIN_ID } from "../layout/SkipLink"
import { siteData } from "../config/client"
import * as styles from "./index.module.css"

const FEATURES = [
  {
    title: "Simple",
    body: "Store setup, reducers, immutable updates and async logic each come down to one well-named function, with good defaults already chosen.",
  },
  {
    title: "Opinionated",
    body: "configureStore turns on the Redux DevTools, thunks and development-time checks for accidental mutation and non-serializable values.",
  },
  {
    title: "Powerful",
    body: "createSlice writes your action creators and types for you, and Immer lets reducers use plain mutating syntax that stays immutable underneath.",
  },
  {
    title: "Effective",
    body: "Write less code and ship fewer bugs: whole features fit in one file, and TypeScript infers the types of state, actions and thunks.",
  },
]

const NEXT_STEPS = [
  { href: "/tutorials/quick-start", title: "Quick Start", body: "Build a counter app with a store, a slice and React components." },
  { href: "/tutorials/typescript", title: "TypeScript Quick Start", body: "The same app with typed hooks, RootState and AppDispatch." },
  { href: "/rtk-query/overview", title: "RTK Query", body: "Fetch and cache server data without writing a single reducer." },
  { href: "/api/configureStore", title: "API Reference", body: "Every function, option and default, with examples." },
]

export default function HomePage(): JSX.Element {
  return (
    <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
      <section className={styles.hero}>
        <img src={siteData.logo.src} alt="" width="96" height="96" className={styles.heroLogo} />
        <h1 className={styles.title}>{siteData.title}</h1>
        <p className={styles.tagline}>{siteData.tagline}</p>
        <Link to="/introduction/getting-started" className={styles.cta}>
          Get Started
        </Link>
      </section>
      <section className={styles.features} aria-labelledby="features-heading">
        <h2 id="features-heading" className="visually-hidden">
          Features
        </h2>
        {FEATURES.map((feature) => (
          <div key={feature.title} className={styles.feature}>
            <h3>{feature.title}</h3>
            <p>{feature.body}</p>
          </div>
        ))}
      </section>
      <section className={styles.next} aria-labelledby="next-heading">
        <h2 id="next-heading">Where to go next</h2>
        <ul className={styles.cards}>
          {NEXT_STEPS.map((step) => (
            <li key={step.href}>
              <Link to={step.href} className={styles.card}>
                <span className={styles.cardTitle}>{step.title}</span>
                <span className={styles.cardBody}>{step.body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}

export function Head({ location }: HeadProps): JSX.Element {
  return <Seo title={null} description={siteData.tagline} pathname={location.pathname} />
}
