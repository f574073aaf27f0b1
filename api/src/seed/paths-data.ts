import type { careerPaths, learningPaths } from '../db/schema';

type CareerPathSeed = typeof careerPaths.$inferInsert;
type LearningPathSeed = typeof learningPaths.$inferInsert;

export const careerPathSeeds: CareerPathSeed[] = [
  { slug: 'cloud-engineer', title: 'Cloud Engineer', level: 'beginner', durationWeeks: 12, priceUsdCents: 29900, tokensIncluded: 40,
    summary: 'From your first virtual machine to a production-ready multi-tier architecture on AWS and Azure.',
    description: 'Learn compute, storage, networking and identity on the two largest clouds, with a lab for every topic and a capstone project reviewed by a mentor.',
    outcomes: ['Design and deploy multi-tier applications', 'Secure accounts with least privilege', 'Pass the AWS Solutions Architect Associate exam'],
    labSlugs: ['aws-ec2-basics', 'aws-s3-static-website', 'aws-iam-least-privilege', 'aws-vpc-networking', 'azure-vm-fundamentals', 'azure-app-service-deploy'] },
  { slug: 'devops-engineer', title: 'DevOps Engineer', level: 'intermediate', durationWeeks: 14, priceUsdCents: 34900, tokensIncluded: 50,
    summary: 'Automate delivery with containers, Kubernetes, Helm and serverless platforms.',
    description: 'Build pipelines, package applications and run them on managed Kubernetes and serverless runtimes across AWS, Azure and Google Cloud.',
    outcomes: ['Ship containers to Kubernetes with Helm', 'Run serverless services', 'Operate workloads across clouds'],
    labSlugs: ['k8s-pods-deployments', 'k8s-helm-charts', 'azure-aks-first-cluster', 'gcp-cloud-run-service', 'aws-lambda-api-gateway'] },
  { slug: 'kubernetes-administrator', title: 'Kubernetes Administrator', level: 'advanced', durationWeeks: 10, priceUsdCents: 32900, tokensIncluded: 45,
    summary: 'Prepare for the CKA with real clusters and timed troubleshooting scenarios.',
    description: 'Operate clusters on AKS, GKE and plain Kubernetes: workloads, networking, storage, upgrades and troubleshooting under exam conditions.',
    outcomes: ['Administer production clusters', 'Troubleshoot nodes, pods and networking', 'Pass the CKA exam'],
    labSlugs: ['k8s-pods-deployments', 'k8s-helm-charts', 'azure-aks-first-cluster', 'gcp-gke-autopilot', 'k8s-cka-troubleshooting'] },
  { slug: 'cloud-security-specialist', title: 'Cloud Security Specialist', level: 'advanced', durationWeeks: 12, priceUsdCents: 39900, tokensIncluded: 50,
    summary: 'Secure identities, networks and workloads, and respond to incidents in the cloud.',
    description: 'Audit posture, harden identity, test applications and run incident response exercises on deliberately vulnerable environments.',
    outcomes: ['Run a cloud posture review', 'Lead an incident investigation', 'Harden identity and access'],
    labSlugs: ['aws-iam-least-privilege', 'azure-entra-id-rbac', 'security-cloud-posture-review', 'security-web-app-pentest', 'security-incident-response-aws'] },
  { slug: 'ai-engineer', title: 'AI Engineer', level: 'intermediate', durationWeeks: 10, priceUsdCents: 37900, tokensIncluded: 45,
    summary: 'Build generative-AI and machine-learning applications on AWS, Azure and Google Cloud.',
    description: 'Use managed foundation models, build retrieval-augmented assistants and train and serve your own models.',
    outcomes: ['Build RAG applications', 'Train and deploy models', 'Evaluate model answers'],
    labSlugs: ['ai-bedrock-chatbot', 'ai-azure-openai-rag', 'ai-vertex-ml-pipeline', 'gcp-bigquery-analytics'] },
  { slug: 'data-engineer', title: 'Cloud Data Engineer', level: 'intermediate', durationWeeks: 12, priceUsdCents: 31900, tokensIncluded: 40,
    summary: 'Move, store and analyse data at scale with serverless and warehouse services.',
    description: 'Design storage layouts, load and transform data and serve analytics with BigQuery, S3 and serverless processing.',
    outcomes: ['Model analytical datasets', 'Build serverless data pipelines', 'Control query cost'],
    labSlugs: ['aws-s3-static-website', 'aws-lambda-api-gateway', 'gcp-bigquery-analytics', 'gcp-cloud-run-service', 'ai-vertex-ml-pipeline'] },
];

export const learningPathSeeds: LearningPathSeed[] = [
  { slug: 'aws-foundations', title: 'AWS Foundations', cloud: 'aws', level: 'beginner', priceUsdCents: 4900,
    summary: 'Compute, storage and identity on AWS in three hands-on labs.', labSlugs: ['aws-ec2-basics', 'aws-s3-static-website', 'aws-iam-least-privilege'] },
  { slug: 'azure-foundations', title: 'Azure Foundations', cloud: 'azure', level: 'beginner', priceUsdCents: 4900,
    summary: 'Virtual machines, App Service and RBAC on Microsoft Azure.', labSlugs: ['azure-vm-fundamentals', 'azure-app-service-deploy', 'azure-entra-id-rbac'] },
  { slug: 'gcp-foundations', title: 'Google Cloud Foundations', cloud: 'gcp', level: 'beginner', priceUsdCents: 4900,
    summary: 'Compute Engine, Cloud Run and BigQuery essentials.', labSlugs: ['gcp-compute-engine-basics', 'gcp-cloud-run-service', 'gcp-bigquery-analytics'] },
  { slug: 'kubernetes-essentials', title: 'Kubernetes Essentials', cloud: 'kubernetes', level: 'intermediate', priceUsdCents: 6900,
    summary: 'Core objects, Helm and troubleshooting on real clusters.', labSlugs: ['k8s-pods-deployments', 'k8s-helm-charts', 'k8s-cka-troubleshooting'] },
  { slug: 'cloud-security-essentials', title: 'Cloud Security Essentials', cloud: 'security', level: 'intermediate', priceUsdCents: 7900,
    summary: 'Posture reviews, web testing and incident response.', labSlugs: ['security-cloud-posture-review', 'security-web-app-pentest', 'security-incident-response-aws'] },
  { slug: 'generative-ai-on-cloud', title: 'Generative AI on the Cloud', cloud: 'ai', level: 'intermediate', priceUsdCents: 7900,
    summary: 'Foundation models and RAG on AWS and Azure.', labSlugs: ['ai-bedrock-chatbot', 'ai-azure-openai-rag', 'ai-vertex-ml-pipeline'] },
];
