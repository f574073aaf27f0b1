# No cluster in this lab: the learner writes manifests in ~/k8s and the checks validate them offline.
mkdir -p "$HOME/k8s"
