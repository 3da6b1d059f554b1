/**
 * Opening lines: for each angle and format, a few ways a marketer would start the video. Slots are filled from the
 * product's facts only; no template states a number, a rating, a review or a superlative.
 */
import type { IdeaAngle, IdeaFormat } from "./idea-types";

type HookBook = Record<IdeaAngle, Record<IdeaFormat, readonly string[]>>;

export const hookTemplates: HookBook = {
  "Meet the product": {
    ad: ["Stop scrolling. This is {name}.", "You'll want to see this: {name}.", "Meet {name}."],
    organic: ["Have you seen {name} yet?", "Putting {name} on your radar.", "Okay, let's talk about {name}."],
    ugc: ["Okay, I have to show you {name}.", "So this is {name}. Let me show you.", "Guess what I'm showing you today: {name}."],
    educational: ["What is {name}? Here's the short answer.", "Here's what to know about {name}.", "{name}, explained in a minute or less."],
    "promo-series": ["New series: getting to know {name}.", "Welcome to the {name} series.", "Series opener: meet {name}."],
  },
  "Feature spotlight": {
    ad: ["{label}. That's {name}.", "Look at this: {feature}.", "{name} comes with this: {feature}."],
    organic: ["Can we talk about this detail? {Feature}.", "Let's zoom in on one detail: {labelMidLine}.", "Not everyone notices this: {feature}."],
    ugc: ["The first thing I noticed? {Feature}.", "Okay, look at this: {feature}.", "This is the part I wanted to show you: {feature}."],
    educational: ["Let's break down one feature: {feature}.", "One thing to know about {name}: {feature}.", "Quick lesson on {name}: {feature}."],
    "promo-series": ["{name} series, today: {labelMidLine}.", "This episode of the {name} series: {feature}.", "Today's {name} episode: {labelMidLine}."],
  },
  "Quick tour": {
    ad: ["{name}, feature by feature.", "Everything {name} brings, fast.", "Here's what you get with {name}."],
    organic: ["A quick tour of {name}.", "Everything {name} does, in one video.", "Come see what {name} can do."],
    ugc: ["Let me walk you through {name}.", "Come look at {name} with me.", "Let me show you everything {name} has."],
    educational: ["Everything {name} does, explained.", "A quick guide to {name}.", "The features of {name}, one by one."],
    "promo-series": ["Series kickoff: a tour of {name}.", "The {name} series starts with a tour.", "Episode focus: everything {name} does."],
  },
  "Price and value": {
    ad: ["Here's what {price} gets you.", "{name} for {price}. Here's what you get.", "{price}. That's {name}."],
    organic: ["What {price} gets you with {name}.", "Is {name} worth {price}? You decide.", "Let's see what {price} buys you."],
    ugc: ["It's {price}. Here's what you get.", "Here's what {price} gets you. Let me show you.", "So I looked at {name}. It's {price}."],
    educational: ["What do you get for {price}? Let's break it down.", "{name} costs {price}. Here's what that includes.", "Breaking down {name} at {price}."],
    "promo-series": ["{name} series: what {price} gets you.", "Today in the {name} series: the price.", "This episode: {name} at {price}."],
  },
  "Brand story": {
    ad: ["{brand} presents {name}.", "From {brand}: meet {name}.", "This is {name} by {brand}."],
    organic: ["Let's talk about {name} from {brand}.", "{brand} made something worth a look.", "Have you heard of {brand}? Meet {name}."],
    ugc: ["Showing you {name} from {brand}.", "Okay, {brand} fans, look at this.", "So {brand} has this: {name}."],
    educational: ["Who is {brand}, and what is {name}?", "{name} from {brand}, explained.", "What {brand} put into {name}."],
    "promo-series": ["The {brand} series: meet {name}.", "{brand} series, this episode: {name}.", "Series opener from {brand}: {name}."],
  },
  "The idea behind it": {
    ad: ["{sentence}", "Here's the idea behind {name}.", "Why {name}? Here's why."],
    organic: ["Here's the thinking behind {name}.", "So what is {name} really about?", "The idea behind {name}, quickly."],
    ugc: ["Here's what {name} is all about.", "Let me explain {name} real quick.", "So, what is {name} really for?"],
    educational: ["The idea behind {name}, explained.", "What {name} is for, in plain words.", "Why does {name} exist? Let's see."],
    "promo-series": ["{name} series: the idea behind it.", "Series opener: why {name} exists.", "First up in the {name} series: the idea."],
  },
  "Up close": {
    ad: ["Take a closer look at {name}.", "{name}, up close.", "See {name} like you're holding it."],
    organic: ["POV: you finally see {name} up close.", "Just {name}, up close.", "A slow look at {name}."],
    ugc: ["Up close with {name}. Look.", "Let me show you {name} up close.", "Getting a closer look at {name} with you."],
    educational: ["Let's look closely at {name}.", "{name}, explained up close.", "Looking closely at {name}: what to notice."],
    "promo-series": ["{name} series: up close.", "This episode: {name}, up close.", "The {name} series, up close today."],
  },
};
