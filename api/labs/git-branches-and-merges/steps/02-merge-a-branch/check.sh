repo="$LAB_HOME/bakery"
git -C "$repo" rev-parse -q --verify refs/heads/opening-hours >/dev/null || fail "The branch opening-hours is missing: do the previous step first." \
  "الفرع opening-hours غير موجود: أنجز الخطوة السابقة أولًا." \
  "برانچ opening-hours موجود نہیں: پہلے پچھلا مرحلہ مکمل کریں۔"
git -C "$repo" merge-base --is-ancestor opening-hours main || fail "main does not contain the commits of opening-hours yet: run git switch main, then git merge opening-hours." \
  "لا يحتوي main على إيداعات opening-hours بعد: شغّل git switch main ثم git merge opening-hours." \
  "main میں ابھی opening-hours کے کمٹس شامل نہیں: git switch main اور پھر git merge opening-hours چلائیں۔"
git -C "$repo" cat-file -e main:hours.txt 2>/dev/null || fail "hours.txt is not on main: merge opening-hours into main." \
  "الملف hours.txt ليس على main: ادمج opening-hours في main." \
  "hours.txt برانچ main پر نہیں: opening-hours کو main میں مرج کریں۔"
