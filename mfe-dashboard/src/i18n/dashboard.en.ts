/** English strings of mfe-dashboard (namespace `dashboard`). */
export const dashboardEn = {
  dashboard: {
    title: "Your dashboard",
    intro: "Your running labs with the time they have left, your token balance, and the labs and paths to take next.",
  },
  instances: {
    title: "Lab instances",
    intro: "Every lab you have launched, past and present, with its status.",
  },
  instanceDashboard: {
    title: "Running lab",
    intro: "Your running lab: its credentials, console link, steps and the time it has left.",
  },
  lab: {
    title: "Hands-on lab",
    intro: "What this lab teaches, its cloud, level, duration and token cost, and its steps; launch it when you are ready.",
  },
  tokens: {
    title: "Tokens",
    intro: "Your token balance, every grant and spend, and token packs to buy more.",
  },
};
